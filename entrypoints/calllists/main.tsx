import '../../components/ui/theme.css';
import '../../components/apps/calllists.css';
import { AREAS, CallListsApp } from '../../components/apps/calllists-app';
import { renderApp } from '../../components/ui/use-i18n';

renderApp(<CallListsApp />, AREAS);
