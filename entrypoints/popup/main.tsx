import { render } from 'preact';

render(<main>Dialbridge</main>, document.getElementById('app')!);
