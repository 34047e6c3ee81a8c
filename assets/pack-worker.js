// The lesson packs' heavy requests (seed ensembles, explorer rows) run here, off the page's
// main thread (app/src/worker.rs). The page posts { id, url, version, request } (`request`:
// a `lessons::wire` request's bytes); the worker instantiates the pack at `url` once (a pack
// has no imports), checks its format, and answers { id, answer } (the answer's bytes) or
// { id, error }. The same calls as the page's own (`app/src/packs.rs`, `Pack::ask`). Its first
// message, { ready: true }, tells the page the script runs (the page gives up on a worker that
// has not said so within a few seconds).
const packs = new Map();

function load(url, version) {
  if (!packs.has(url)) {
    packs.set(url, fetch(url)
      .then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(`${r.status} ${url}`))))
      .then((bytes) => WebAssembly.instantiate(bytes, {}))
      .then(({ instance }) => {
        const e = instance.exports;
        if (e.pack_version() !== version) throw new Error(`${url}: format ${e.pack_version()}, page format ${version}`);
        return e;
      }));
  }
  return packs.get(url);
}

onmessage = async (ev) => {
  const { id, url, version, request } = ev.data;
  try {
    const e = await load(url, version);
    const at = e.pack_alloc(request.length) >>> 0;
    new Uint8Array(e.memory.buffer, at, request.length).set(request);
    const out = e.pack_call(at, request.length) >>> 0;
    const n = new DataView(e.memory.buffer).getUint32(out, true);
    const answer = new Uint8Array(e.memory.buffer, out + 4, n).slice();
    e.pack_free(out, n + 4);
    postMessage({ id, answer }, [answer.buffer]);
  } catch (err) {
    postMessage({ id, error: String(err?.message ?? err) });
  }
};

postMessage({ ready: true });
