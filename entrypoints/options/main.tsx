import '../../components/ui/theme.css';
import '../../components/apps/options.css';
import { AREAS, OptionsApp } from '../../components/apps/options-app';
import { renderApp } from '../../components/ui/use-i18n';
import { addEveryNumberType } from '../../utils/phone/every-number-type';

// Numbers typed or pasted here may be of any country.
addEveryNumberType();
renderApp(<OptionsApp />, AREAS);
