import { render } from 'preact';
import '../../components/ui/theme.css';
import '../../components/apps/options.css';
import { OptionsApp } from '../../components/apps/options-app';

render(<OptionsApp />, document.getElementById('app')!);
