import '../../components/ui/theme.css';
import '../../components/apps/options.css';
import { AREAS, OptionsApp } from '../../components/apps/options-app';
import { renderApp } from '../../components/ui/use-i18n';

renderApp(<OptionsApp />, AREAS);
