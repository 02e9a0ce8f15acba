// Prints the text of each page of the PDF read from stdin, as a JSON list of strings, using
// pdfjs-dist's legacy build (ES modules only, so tests run it in a child process: pdfText).
if (!Promise.withResolvers) {
  // pdfjs 6 needs Node 22's Promise.withResolvers; Node 20 gets this stand-in.
  Promise.withResolvers = () => {
    let resolve;
    let reject;
    const promise = new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}

const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({
  data: new Uint8Array(Buffer.concat(chunks)),
  isEvalSupported: false,
  verbosity: 0,
}).promise;
const pages = [];
for (let number = 1; number <= pdf.numPages; number += 1) {
  const content = await (await pdf.getPage(number)).getTextContent();
  pages.push(
    content.items
      .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
      .join(''),
  );
}
process.stdout.write(JSON.stringify(pages));
