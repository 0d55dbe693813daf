import { Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import UploadIcon from '@mui/icons-material/Upload';
import type { TerminalAdmin } from '../../../api/catalogueTypes';
import { formatDate } from '../../../format';
import { terminalFieldLabel } from '../catalogueView';
import { FactList } from '../components/FactList';
import { ImageThumb } from '../components/ImageThumb';
import { QualityChips } from '../components/QualityChips';
import { PROVIDERS } from '../providerTexts';
import { terminalFacts } from './terminalFacts';

export interface TerminalCardActions {
  onEdit?: (terminal: TerminalAdmin) => void;
  onDelete?: (terminal: TerminalAdmin) => void;
  onUpload?: (terminal: TerminalAdmin) => void;
}

/** A terminal card: image with upload, its own status and quality, facts, Edit and Delete (for the roles that may). */
export const TerminalCard = ({ terminal, onEdit, onDelete, onUpload }: { terminal: TerminalAdmin } & TerminalCardActions) => (
  <Card component="article" aria-label={terminal.name} variant="outlined" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
    <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <ImageThumb url={terminal.imageUrl} alt={`${terminal.name} image`} missingText={`${terminal.name} has no image`} width={96} height={72} />
        {onUpload && (
          <Button size="small" startIcon={<UploadIcon />} onClick={() => onUpload(terminal)} aria-label={`${PROVIDERS.uploadImage}: ${terminal.name}`}>
            {PROVIDERS.uploadImage}
          </Button>
        )}
      </Stack>
      <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {terminal.name}
      </Typography>
      <QualityChips status={terminal.status} score={terminal.dataQualityScore} />
      <FactList facts={terminalFacts(terminal)} />
      {terminal.missingFields.length > 0 && (
        <Typography variant="body2" color="error.dark">
          {PROVIDERS.missing(terminal.missingFields.map(terminalFieldLabel).join(', '))}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ mt: 'auto' }}>
        {PROVIDERS.lastUpdated(formatDate(terminal.updatedAt))}
      </Typography>
    </CardContent>
    {(onEdit || onDelete) && (
      <CardActions>
        {onEdit && (
          <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(terminal)} aria-label={`${PROVIDERS.edit} ${terminal.name}`}>
            {PROVIDERS.edit}
          </Button>
        )}
        {onDelete && (
          <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => onDelete(terminal)} aria-label={`${PROVIDERS.delete} ${terminal.name}`}>
            {PROVIDERS.delete}
          </Button>
        )}
      </CardActions>
    )}
  </Card>
);
