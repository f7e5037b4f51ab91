// Evaluated by the page's script loader before the entry, in a task of its own (src/loading/boot/loadScripts.ts):
// React DOM is CommonJS, and its module body runs when first imported, so importing it here moves that work out
// of the entry's task.
import 'react-dom/client';
import 'react';
