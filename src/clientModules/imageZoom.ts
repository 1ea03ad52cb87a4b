import type {Zoom} from 'medium-zoom';

/** Images readers can enlarge: those of page content (diagrams included). */
const ZOOMABLE = '.markdown img';

let zoom: Promise<Zoom> | undefined;

function background(): string {
  return getComputedStyle(document.documentElement).getPropertyValue('--ifm-background-color').trim() || '#fff';
}

/**
 * Enlarges a content image when it is clicked. The zoom library is fetched on the first such click, so pages (most
 * of them) that are read without enlarging anything never download it.
 */
async function zoomIn(image: HTMLImageElement) {
  zoom ??= import('medium-zoom').then(({default: mediumZoom}) => mediumZoom({margin: 50}));
  const instance = await zoom;
  instance.attach(image);
  instance.update({background: background()});
  await instance.open({target: image});
}

if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    const image = event.target instanceof HTMLImageElement && event.target.matches(ZOOMABLE) ? event.target : null;
    if (!image || image.closest('a')) return;
    zoomIn(image).catch(() => {
      // The library could not be fetched (offline): the image simply stays as it is.
      zoom = undefined;
    });
  });
}
