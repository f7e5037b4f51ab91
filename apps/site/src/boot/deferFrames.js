// Inlined at the end of a prerendered page that has a deferred frame (scripts/lib/pageDocument.ts), such as
// the contact and landing pages' maps (MapEmbed `deferred` in @sparkle/ui).
//
// A third-party frame is a whole page of someone else's: on a phone, loading it together with ours costs our
// first paint and main thread. The browser's own loading="lazy" still starts a frame 1,250 px or more below
// the screen, so a deferred frame is served without `src` (its address in data-defer-src) and this starts it
// once it comes within a screen of the viewport. It needs no hydration, so it works in static sections too;
// MapEmbed does the same for frames React renders later (client navigation).
((window, document) => {
  const frames = document.querySelectorAll('iframe[data-defer-src]');
  const start = (frame) => {
    if (!frame.getAttribute('src')) frame.setAttribute('src', frame.getAttribute('data-defer-src'));
  };
  if (!('IntersectionObserver' in window)) {
    for (const frame of frames) start(frame);
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
  for (const frame of frames) observer.observe(frame);
})(window, document);
