// sharp is not a dependency of ours: it comes with Next (image optimisation); knip.json ignores it.
// Regenerates the web app manifest's icons from public/icon.svg and public/icons/maskable.svg (the
// same mark, full-bleed, inside the maskable safe zone) with sharp, which Next already installs.
// Run: node scripts/make-icons.mjs
import sharp from "sharp";

const jobs = [
  ["public/icon.svg", 192, "public/icons/icon-192.png"],
  ["public/icon.svg", 512, "public/icons/icon-512.png"],
  ["public/icons/maskable.svg", 512, "public/icons/maskable-512.png"],
];
for (const [src, size, out] of jobs) {
  await sharp(src, { density: 1200 }).resize(size, size).png().toFile(out);
  console.log(`${out} ${size}x${size}`);
}
