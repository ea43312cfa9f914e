import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
const r = JSON.parse(readFileSync('dist/bundle-report.json','utf8'));
const chunks = r.chunks;
const entry = Object.keys(chunks).find(f=>chunks[f].entry);
const pageChunk = (facade)=>Object.keys(chunks).find(f=>chunks[f].facade===facade);
const pages = new Set(chunks[entry].dynamicImports.filter(f=>/\/pages\/|manager-shell/.test(chunks[f].facade||'')));
function reach(page){
  const seen=new Set();
  const visit=(f)=>{ if(seen.has(f)) return; if(pages.has(f)&&f!==page) return; seen.add(f); for(const n of [...chunks[f].imports,...chunks[f].dynamicImports]) visit(n); };
  visit(entry); visit(page); return seen;
}
const source = readFileSync('web/styles.css','utf8');
const compiler = await compile(source, { base: process.cwd()+'/web', onDependency(){} });
for (const [doc, facade] of [['home','web/features/inquiries/pages/inquiry-create-page.tsx'],['login','web/features/auth/pages/login-page.tsx'],['evaluation','web/features/evaluations/pages/public-evaluation-page.tsx']]) {
  const files=[...reach(pageChunk(facade))];
  const scanner = new Scanner({});
  const cands = new Set();
  for (const f of files) for (const c of scanner.getCandidatesWithPositions({content: readFileSync('dist/client/'+f,'utf8'), extension:'js'})) cands.add(c.candidate);
  const html = readFileSync(`dist/client/documents/${doc}/de.html`,'utf8').replace(/<style>[\s\S]*?<\/style>/,'');
  for (const c of scanner.getCandidatesWithPositions({content: html, extension:'html'})) cands.add(c.candidate);
  const css = optimize(compiler.build([...cands]), {minify:true}).code;
  console.log(doc, files.length, 'chunks', cands.size, 'cands', css.length, gzipSync(css,{level:9}).length);
}
const full = readFileSync('dist/client/'+chunks[entry].css[0],'utf8');
console.log('full', full.length, gzipSync(full,{level:9}).length);
{
const files=[...reach(pageChunk('web/features/evaluations/pages/public-evaluation-page.tsx'))];
const scanner = new Scanner({});
const cands = new Set();
for (const f of files) for (const c of scanner.getCandidatesWithPositions({content: readFileSync('dist/client/'+f,'utf8'), extension:'js'})) cands.add(c.candidate);
const css = optimize(compiler.build([...cands]), {minify:false}).code;
require_write(css);
}
function require_write(css){ import('node:fs').then(fs=>fs.writeFileSync('/tmp/eval.css',css)); }
