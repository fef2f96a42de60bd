import '../../components/ui/theme.css';
import '../../components/apps/call-lists.css';
import { AREAS, CallListsApp } from '../../components/apps/call-lists-app';
import { renderApp } from '../../components/ui/use-i18n';
import { addEveryNumberType } from '../../utils/phone/every-number-type';

// Numbers typed or pasted here may be of any country.
addEveryNumberType();
renderApp(<CallListsApp />, AREAS);
