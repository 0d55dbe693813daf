import StorefrontIcon from '@mui/icons-material/Storefront';

/**
 * Providers are registered without screens for now, so that ReferenceInput / ReferenceField
 * can read them (GET /api/crm/providers). Read-only; no menu entry until its screen exists.
 */
export default {
  icon: StorefrontIcon,
  recordRepresentation: 'name',
};
