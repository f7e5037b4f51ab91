import {
  AwardIcon,
  BadgeCheckIcon,
  BuildingIcon,
  ClockIcon,
  HandshakeIcon,
  HomeIcon,
  LeafIcon,
  ShieldCheckIcon,
  SofaIcon,
  SparklesIcon,
  SprayCanIcon,
  TruckIcon,
  UsersIcon,
  UtensilsIcon,
} from '@sparkle/ui';
import type { ComponentType } from 'react';
import type { IconName } from '../content/types';

/**
 * The design system's icon for each name the content uses (src/content: service cards, teasers, features). One map
 * for every page; only the pages' lazily loaded sections import it, so no page's initial JavaScript carries it.
 */
export const contentIcons: Record<IconName, ComponentType<{ size?: number }>> = {
  home: HomeIcon,
  building: BuildingIcon,
  sparkles: SparklesIcon,
  truck: TruckIcon,
  sofa: SofaIcon,
  utensils: UtensilsIcon,
  spray: SprayCanIcon,
  shield: ShieldCheckIcon,
  leaf: LeafIcon,
  clock: ClockIcon,
  users: UsersIcon,
  award: AwardIcon,
  handshake: HandshakeIcon,
  badgeCheck: BadgeCheckIcon,
};

/** The icon the content names, decorative (lucide sets aria-hidden). */
export function ContentIcon({ name, size = 24 }: { name: IconName; size?: number }) {
  const Icon = contentIcons[name];
  return <Icon size={size} />;
}
