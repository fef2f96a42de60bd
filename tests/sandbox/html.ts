// Tiny HTML builder for the browser-phone and login pages. Every value goes through `escapeHtml`;
// input is never interpolated raw into markup.

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A tagged template whose interpolations are escaped unless they are already `SafeHtml`. */
export class SafeHtml {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    const part = Array.isArray(value) ? value : [value];
    out += part
      .map((item) => (item instanceof SafeHtml ? item.text : escapeHtml(String(item ?? ''))))
      .join('');
    out += strings[index + 1] ?? '';
  });
  return new SafeHtml(out);
}

export function page(title: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          body {
            font:
              16px/1.5 system-ui,
              sans-serif;
            max-width: 32rem;
            margin: 3rem auto;
            padding: 0 1rem;
          }
          label {
            display: block;
            margin: 1rem 0 0.25rem;
          }
          input,
          button {
            font: inherit;
            padding: 0.4rem 0.6rem;
          }
          .error {
            color: #a00;
          }
          .muted {
            color: #555;
          }
        </style>
      </head>
      <body>
        ${body}
      </body>
    </html> `.text;
}
