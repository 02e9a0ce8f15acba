/**
 * Submits `fields` by POST to `url` through a form that is added, submitted and removed at once:
 * the browser itself follows the answer (a PDF with `content-disposition: attachment` is saved),
 * and nothing in `fields` becomes part of an address (docs/decisions/187).
 */
export function submitForm(
  document: Document,
  url: string,
  fields: Record<string, string>,
  newTab: boolean,
): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = url;
  form.enctype = 'application/x-www-form-urlencoded';
  if (newTab) {
    form.target = '_blank';
    form.rel = 'noopener';
  }
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}
