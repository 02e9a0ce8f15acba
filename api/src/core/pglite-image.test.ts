import { ImageBlob } from './pglite-image';

describe('ImageBlob: an image handed to PGlite without a copy through node’s Blob', () => {
  const bytes = new TextEncoder().encode('PG_VERSION 17\nan image of a database');

  it('reads as the bytes it was made of, whichever way it is read', async () => {
    const blob = new ImageBlob(bytes);
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.size).toBe(bytes.byteLength);
    expect(blob.type).toBe('application/x-tar');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(await blob.bytes()).toEqual(bytes);
    expect(await blob.text()).toBe('PG_VERSION 17\nan image of a database');
    expect(await blob.slice(0, 10).text()).toBe('PG_VERSION');
    expect(new Uint8Array(await new Response(blob.stream()).arrayBuffer())).toEqual(bytes);
  });

  it('gives a copy each time, so a reader that changes or transfers one leaves it whole', async () => {
    const blob = new ImageBlob(bytes);
    const first = await blob.arrayBuffer();
    new Uint8Array(first).fill(0);
    structuredClone(first, { transfer: [first] });
    expect(first.byteLength).toBe(0);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });
});
