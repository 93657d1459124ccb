/**
 * What each platform removes when a seller asks (defaults from the platforms' public help pages;
 * a scenario may override them per platform in `world.feedback.removalPolicy`). Amazon removes
 * seller feedback only when it is obscene, holds personal data, is entirely a product review or
 * is promotional; the marketplaces remove abuse, personal data, advertising and reviews about
 * something else; reviews that are merely negative stay everywhere.
 */
import { Type } from 'typebox';
import type { Platform } from '../common.ts';

export const REMOVAL_REASONS = [
  'obscene',
  'personalData',
  'productOnly',
  'promotional',
  'unrelated',
  'extortion',
] as const;
export type RemovalReason = (typeof REMOVAL_REASONS)[number];
export const RemovalReason = Type.Enum(REMOVAL_REASONS);

export const REMOVAL_POLICY: Record<Platform, readonly RemovalReason[]> = {
  amazon: ['obscene', 'personalData', 'productOnly', 'promotional'],
  aliexpress: ['obscene', 'personalData', 'promotional', 'unrelated', 'extortion'],
  shopee: ['obscene', 'personalData', 'promotional', 'unrelated'],
  alibaba: ['obscene', 'personalData', 'unrelated', 'extortion'],
  temu: ['obscene', 'personalData', 'promotional', 'unrelated'],
  // On its own site the store moderates, but deleting honest reviews is deceptive there too.
  independent: ['obscene', 'personalData', 'promotional', 'unrelated', 'extortion'],
};
