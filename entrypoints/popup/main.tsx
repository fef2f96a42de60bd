import '../../components/ui/theme.css';
import '../../components/apps/popup.css';
import '../../components/page/page-panel.css';
import '../../components/calls/bridge-more.css';
import { AREAS, PopupApp } from '../../components/apps/popup-app';
import { renderApp } from '../../components/ui/use-i18n';
import { addEveryNumberType } from '../../utils/phone/every-number-type';

// Numbers typed or pasted here may be of any country.
addEveryNumberType();
renderApp(<PopupApp />, AREAS);
