// hash-wasm's one-algorithm build (9 KB, where its index carries every algorithm): its types are the index's.
declare module "hash-wasm/dist/xxhash64.umd.min.js" {
  const xxhash64: Pick<typeof import("hash-wasm"), "createXXHash64">;
  export default xxhash64;
}
