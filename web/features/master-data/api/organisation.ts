import useSWR from 'swr';
import { api } from '@/lib/api';
import type { Organisation, OrganisationValues } from '@/lib/contract';

export const organisationKey = 'master-data/organisation';

/** GET /api/master-data/organisation (admin, associate): everything, bank details included. */
export const getOrganisation = () => api.get<Organisation>(organisationKey);

export const useOrganisation = () => useSWR(organisationKey, getOrganisation, { revalidateOnFocus: false });

/** PUT /api/master-data/organisation (admin): replaces every field. */
export const updateOrganisationRequest = (body: OrganisationValues) => api.put<Organisation>(organisationKey, body);
