// Inlined at the end of a prerendered page that has a deferred frame (scripts/lib/pageDocument.ts), such as
// the contact and landing pages' maps (MapEmbed `deferred` in @sparkle/ui).
//
// A third-party frame is a whole page of someone else's: on a phone, loading it together with ours costs our
// first paint and main thread, and even an empty <iframe> costs a document of its own while the page is parsed.
// The browser's own loading="lazy" still starts a frame 1,250 px or more below the screen, so a deferred frame
// is served as an empty box of its size (`data-defer-frame`, its title and address in data attributes) and
// this puts the frame in once the box comes within a screen of the viewport. It needs no hydration: it does so
// in static sections (`[data-section]`, never hydrated); MapEmbed itself does it where React renders the map.
import {
  deferFrameSelector,
  deferFrameSrcAttribute,
  deferFrameSrcdocAttribute,
  deferFrameTitleAttribute,
} from '../protocol';

((window: Window, document: Document) => {
  const boxes = document.querySelectorAll(deferFrameSelector);
  const start = (box: Element) => {
    const frame = document.createElement('iframe');
    frame.title = box.getAttribute(deferFrameTitleAttribute) || '';
    frame.className = box.className;
    frame.loading = 'lazy';
    frame.referrerPolicy = 'no-referrer-when-downgrade';
    frame.allowFullscreen = true;
    const src = box.getAttribute(deferFrameSrcAttribute);
    if (src) frame.src = src;
    else frame.srcdoc = box.getAttribute(deferFrameSrcdocAttribute) || '';
    box.replaceWith(frame);
  };
  if (!('IntersectionObserver' in window)) {
    for (const box of boxes) start(box);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        start(entry.target);
      }
    },
    { rootMargin: '100% 0px' },
  );
  for (const box of boxes) observer.observe(box);
})(window, document);
