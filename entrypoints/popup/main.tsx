import { render } from 'preact';
import '../../components/ui/theme.css';
import '../../components/apps/popup.css';
import '../../components/page/page-panel.css';
import '../../components/calls/bridge-more.css';
import { PopupApp } from '../../components/apps/popup-app';

render(<PopupApp />, document.getElementById('app')!);
