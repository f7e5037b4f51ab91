import { fileURLToPath } from 'node:url';
import type { types as BabelTypes, PluginObject } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import babel from '@rolldown/plugin-babel';

/**
 * English, the source locale, needs no catalogue (lingui.config.ts): the macros keep each message's English
 * text beside its id (`stripMessageField: false`), and this Babel plugin compiles that text to Lingui's
 * compiled form at build time, as `lingui compile` would for a catalogue. The runtime then formats it without
 * a message compiler (which Lingui leaves out of production builds) and English pages load no catalogue.
 */
export function precompileMessages({ types: t }: { types: typeof BabelTypes }): PluginObject {
  const stringProperty = (node: BabelTypes.ObjectExpression, name: string) =>
    node.properties.find(
      (property): property is BabelTypes.ObjectProperty & { value: BabelTypes.StringLiteral } =>
        t.isObjectProperty(property) && t.isIdentifier(property.key, { name }) && t.isStringLiteral(property.value),
    );
  return {
    name: 'precompile-lingui-messages',
    visitor: {
      ObjectExpression(path) {
        // The macros' descriptors: `/*i18n*/ { id, message, values? }`.
        const comments = [...(path.node.leadingComments ?? []), ...(path.parent.leadingComments ?? [])];
        if (!comments.some((comment) => comment.value.trim().replace(/^\*\s*/, '') === 'i18n')) return;
        const id = stringProperty(path.node, 'id');
        const message = stringProperty(path.node, 'message');
        if (!id || !message) return;
        message.value = t.valueToNode(compileMessage(message.value.value)) as never;
      },
    },
  };
}

/** The Lingui macros (`msg`, `t`, …) compiled by Babel in the files that import them, English precompiled. */
export function linguiMacros() {
  // The site's config, wherever the build runs from (Storybook and the root's Vitest run from the repository).
  const linguiConfig = getConfig({ configPath: fileURLToPath(new URL('../lingui.config.ts', import.meta.url)) });
  return babel({
    presets: [
      {
        preset: () => ({
          plugins: [[linguiMacro as never, { stripMessageField: false, linguiConfig }], precompileMessages],
        }),
        rolldown: { filter: { code: /from ['"]@lingui\/core\/macro['"]/ } },
      },
    ],
  });
}
