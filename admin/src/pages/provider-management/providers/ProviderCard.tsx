import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import WebhookIcon from '@mui/icons-material/Webhook';
import UploadIcon from '@mui/icons-material/Upload';
import type { ProviderWithScores } from '../../../api/catalogueTypes';
import { formatDate } from '../../../format';
import { providerFieldLabel } from '../catalogueView';
import { FactList } from '../components/FactList';
import { ImageThumb } from '../components/ImageThumb';
import { QualityChips } from '../components/QualityChips';
import { SummaryTerms } from '../components/SummaryTerms';
import { PROVIDERS } from '../providerTexts';
import { providerFacts } from './providerFacts';
import { WEBHOOK } from '../webhook/webhookTexts';

export interface ProviderCardActions {
  onEdit?: (provider: ProviderWithScores) => void;
  onAudit?: (provider: ProviderWithScores) => void;
  /** The provider's webhook (leads sent to the partner's system). */
  onWebhook?: (provider: ProviderWithScores) => void;
  onUpload?: (provider: ProviderWithScores) => void;
  onAddTerminal?: (provider: ProviderWithScores) => void;
  onDelete?: (provider: ProviderWithScores) => void;
}

/**
 * A provider card: logo (with upload), the status badge (Live / Draft), quality score and version, the
 * summary-box terms' score with the terms not stated, rates,
 * fees, support, contract, ratings, rental range, the EPOS badge, the missing required fields,
 * Edit, Audit, Add Terminal and Delete, and the last-updated date (en-GB). Actions a role may not take are not shown.
 */
export const ProviderCard = ({
  provider,
  onEdit,
  onAudit,
  onWebhook,
  onUpload,
  onAddTerminal,
  onDelete,
}: { provider: ProviderWithScores } & ProviderCardActions) => (
  <Card component="article" aria-label={provider.name} variant="outlined" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
    <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <ImageThumb url={provider.logo} alt={`${provider.name} logo`} missingText={PROVIDERS.noLogo(provider.name)} width={100} height={40} />
        {onUpload && (
          <Button size="small" startIcon={<UploadIcon />} onClick={() => onUpload(provider)} aria-label={`${PROVIDERS.uploadLogo}: ${provider.name}`}>
            {PROVIDERS.uploadLogo}
          </Button>
        )}
      </Stack>
      <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {provider.name}
      </Typography>
      <QualityChips status={provider.status} score={provider.dataQualityScore} version={provider.dataVersion} />
      <SummaryTerms score={provider.summaryTermsScore} missing={provider.missingSummaryTerms} />
      {provider.eposIntegration && <Chip size="small" label={PROVIDERS.eposBadge} variant="outlined" sx={{ alignSelf: 'flex-start' }} />}
      <FactList facts={providerFacts(provider)} />
      {provider.missingFields.length > 0 && (
        <Typography variant="body2" color="error.dark">
          {PROVIDERS.missing(provider.missingFields.map(providerFieldLabel).join(', '))}
        </Typography>
      )}
      <Box sx={{ mt: 'auto' }}>
        <Typography variant="caption" color="text.secondary">
          {PROVIDERS.lastUpdated(formatDate(provider.updatedAt))}
        </Typography>
      </Box>
    </CardContent>
    {(onEdit || onAudit || onWebhook || onAddTerminal || onDelete) && (
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {onEdit && (
          <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(provider)} aria-label={`${PROVIDERS.edit} ${provider.name}`}>
            {PROVIDERS.edit}
          </Button>
        )}
        {onAudit && (
          <Button size="small" startIcon={<HistoryIcon />} onClick={() => onAudit(provider)} aria-label={`${PROVIDERS.audit} ${provider.name}`}>
            {PROVIDERS.audit}
          </Button>
        )}
        {onWebhook && (
          <Button size="small" startIcon={<WebhookIcon />} onClick={() => onWebhook(provider)} aria-label={`${WEBHOOK.button}: ${provider.name}`}>
            {WEBHOOK.button}
          </Button>
        )}
        {onAddTerminal && (
          <Button size="small" startIcon={<AddIcon />} onClick={() => onAddTerminal(provider)} aria-label={`${PROVIDERS.addTerminal}: ${provider.name}`}>
            {PROVIDERS.addTerminal}
          </Button>
        )}
        {onDelete && (
          <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => onDelete(provider)} aria-label={`${PROVIDERS.delete} ${provider.name}`}>
            {PROVIDERS.delete}
          </Button>
        )}
      </CardActions>
    )}
  </Card>
);
