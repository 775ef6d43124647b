/**
 * Types of the API's records as the spec names their fields (`_id`, camelCase), shared by the
 * SPA and the server. Later issues add their entities here.
 */

export interface AdminDetails {
  _id: string;
  firstname: string;
  lastname: string;
  email: string;
  profile?: string | null;
  role: string[];
}

export interface BrandOption {
  _id: string;
  name: string;
}

export interface PartnerOption {
  _id: string;
  firstname: string;
}

export interface CategoryOption {
  _id: string;
  name: string;
  categoryType?: string;
}

export interface RarityOption {
  _id: string;
  name: string;
  color?: string;
}

export interface AdminSettings {
  boxProfit: number;
}
