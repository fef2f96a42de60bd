import { render } from 'preact';
import '../../components/theme.css';
import '../../components/popup/popup.css';
import '../../components/popup/page-panel.css';
import '../../components/popup/bridge-more.css';
import { PopupApp } from '../../components/popup/popup-app';

render(<PopupApp />, document.getElementById('app')!);
