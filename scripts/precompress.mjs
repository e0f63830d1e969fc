// After `react-router build`: writes .br and .gz beside every hashed asset, compressed once at
// the highest levels, so the server never spends CPU on them and guests download less.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const dir = path.resolve(process.env.BUILD_DIR ?? "build", "client/assets");
let raw = 0;
let br = 0;
for (const name of fs.readdirSync(dir)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const file = path.join(dir, name);
  const data = fs.readFileSync(file);
  const brotli = zlib.brotliCompressSync(data, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  raw += data.length;
  br += brotli.length;
}
console.log(`Precompressed assets: ${Math.round(raw / 1024)} KB → ${Math.round(br / 1024)} KB brotli`);
