import {chromium} from 'playwright-core';
const b = await chromium.launch({executablePath:'/usr/bin/chromium', args:['--no-sandbox']});
const p = await b.newPage();
for (const u of process.argv.slice(2)) { await p.goto('http://127.0.0.1:3000'+u); await p.waitForTimeout(1500); console.log(u, '=>', await p.title()); }
await b.close();
