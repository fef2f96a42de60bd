import { render } from 'preact';

render(<main>Dialbridge settings</main>, document.getElementById('app')!);
