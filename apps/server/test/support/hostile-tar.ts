import { gzipSync } from 'node:zlib';
import { Header } from 'tar';

/** One entry of a hand-made tar: any path, any type. */
export interface TarEntry {
  path: string;
  type: 'File' | 'SymbolicLink';
  data?: string;
  linkpath?: string;
}

/** A gzipped tar of `entries` whose headers node-tar encodes (any path, any type: what an attacker could send). */
export function tarOf(entries: TarEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const e of entries) {
    const data = Buffer.from(e.data ?? '');
    const h = new Header({
      path: e.path,
      type: e.type,
      size: data.length,
      mode: 0o644,
      linkpath: e.linkpath,
    });
    h.encode();
    blocks.push(h.block!, data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  return gzipSync(Buffer.concat([...blocks, Buffer.alloc(1024)]));
}
