import { Children, type HTMLAttributes, type ReactNode } from 'react';
import { Grid } from '../Layout/Layout';

export interface ServiceGridProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** ServiceCards (and a CustomPlanCard); each becomes a list item. */
  children: ReactNode;
  /** Columns on desktops; tablets show two and phones one. */
  columns?: 2 | 3 | 4;
}

/** The services as a list: a responsive Grid rendered as `<ul>`, one `<li>` per card. */
export function ServiceGrid({ children, columns = 3, ...props }: ServiceGridProps) {
  return (
    <Grid as="ul" columns={columns} {...props}>
      {Children.map(children, (child) => (child == null || child === false ? null : <li>{child}</li>))}
    </Grid>
  );
}
