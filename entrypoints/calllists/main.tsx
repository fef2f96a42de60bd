import { render } from 'preact';
import '../../components/ui/theme.css';
import '../../components/apps/calllists.css';
import { CallListsApp } from '../../components/apps/calllists-app';

render(<CallListsApp />, document.getElementById('app')!);
