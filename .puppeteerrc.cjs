// Puppeteer comes in with pa11y (tests/e2e/pa11y.test.ts), which drives Debian's Chromium (/usr/bin/chromium): its
// install step must not download browsers of its own, which fails on machines without internet access.
module.exports = {skipDownload: true};
