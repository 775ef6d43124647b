/** The warehouse lists in the fake shop: categories, brands and rarity levels (their select lists are ../selectLists.ts). */
import { brandRoutes } from './brands';
import { categoryRoutes } from './categories';
import { rarityRoutes } from './rarities';

export const catalogRoutes = [...categoryRoutes, ...brandRoutes, ...rarityRoutes];
