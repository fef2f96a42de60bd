import { render } from 'preact';
import '../../components/theme.css';
import '../../components/calllists/calllists.css';
import { CallListsApp } from '../../components/calllists/calllists-app';

render(<CallListsApp />, document.getElementById('app')!);
