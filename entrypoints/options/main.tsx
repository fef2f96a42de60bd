import { render } from 'preact';
import '../../components/theme.css';
import '../../components/options/options.css';
import { OptionsApp } from '../../components/options/options-app';

render(<OptionsApp />, document.getElementById('app')!);
