import { render } from 'preact';
import '../../components/theme.css';
import '../../components/popup/popup.css';
import { PopupApp } from '../../components/popup/popup-app';

render(<PopupApp />, document.getElementById('app')!);
