/**
 * vanilla-extract's recipe runtime (`@vanilla-extract/recipes/createRuntimeFn`) as the site's build uses it
 * (vite.config.ts puts it in place of the package's own): the same class names for the same variant selections,
 * and the same `variants()` and `classNames`, without the Babel helpers the package's build carries. Recipes of
 * the header's button are on every page's first load. createRuntimeFn.test.ts compares it with the original.
 */
type Selection = string | number | boolean | null | undefined;

interface PatternResult {
  defaultClassName: string;
  variantClassNames: Record<string, Record<string, string>>;
  defaultVariants: Record<string, Selection>;
  compoundVariants: [Record<string, Selection>, string][];
}

const mapValues = <T, U>(input: Record<string, T>, fn: (value: T) => U): Record<string, U> => {
  const result: Record<string, U> = {};
  for (const key in input) result[key] = fn(input[key] as T);
  return result;
};

export const createRuntimeFn = (config: PatternResult) => {
  const runtimeFn = (options?: Record<string, Selection>) => {
    let className = config.defaultClassName;
    const selections: Record<string, Selection> = { ...config.defaultVariants, ...options };
    for (const variantName in selections) {
      let selection = selections[variantName] ?? config.defaultVariants[variantName];
      if (selection != null) {
        if (typeof selection === 'boolean') selection = selection ? 'true' : 'false';
        // An unknown variant throws, as in the original.
        const selectionClassName = (config.variantClassNames[variantName] as Record<string, string>)[
          selection as string
        ];
        if (selectionClassName) className += ` ${selectionClassName}`;
      }
    }
    for (const [compoundCheck, compoundClassName] of config.compoundVariants) {
      if (
        Object.keys(compoundCheck).every(
          (key) => compoundCheck[key] === (selections[key] ?? config.defaultVariants[key]),
        )
      )
        className += ` ${compoundClassName}`;
    }
    return className;
  };
  runtimeFn.variants = () => Object.keys(config.variantClassNames);
  runtimeFn.classNames = {
    get base() {
      return config.defaultClassName.split(' ')[0];
    },
    get variants() {
      return mapValues(config.variantClassNames, (classNames) =>
        mapValues(classNames, (className) => className.split(' ')[0]),
      );
    },
  };
  return runtimeFn;
};
