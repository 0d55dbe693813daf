import { Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import type { IndustryDefault } from '../../api/catalogueTypes';
import { formatDate, formatGBP } from '../../format';
import { FactList } from '../provider-management/components/FactList';
import { INDUSTRY_DEFAULTS } from '../provider-management/providerTexts';

const F = INDUSTRY_DEFAULTS.fields;
const percent = (value: number) => `${value}%`;

/** A sector's card: its typical turnover and average sale in GBP, its four splits, source and date (en-GB). */
export const SectorCard = ({ sector, onEdit }: { sector: IndustryDefault; onEdit: () => void }) => (
  <Card component="article" aria-label={sector.sectorLabel} variant="outlined" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
    <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="h6" component="h2">
        {sector.sectorLabel}
      </Typography>
      {!sector.isActive && <Chip size="small" label={INDUSTRY_DEFAULTS.inactive} sx={{ alignSelf: 'flex-start' }} />}
      <FactList
        facts={[
          { label: F.monthlyTurnoverDefault, value: formatGBP(sector.monthlyTurnoverDefault) },
          { label: F.averageTransactionDefault, value: formatGBP(sector.averageTransactionDefault) },
          { label: F.creditDebitSplitDefault, value: percent(sector.creditDebitSplitDefault) },
          { label: F.personalCorporateSplitDefault, value: percent(sector.personalCorporateSplitDefault) },
          { label: F.ukInternationalSplitDefault, value: percent(sector.ukInternationalSplitDefault) },
          { label: F.f2fCnpSplitDefault, value: percent(sector.f2fCnpSplitDefault) },
          ...(sector.researchSource ? [{ label: F.researchSource, value: sector.researchSource }] : []),
          ...(sector.researchDate ? [{ label: F.researchDate, value: formatDate(sector.researchDate) }] : []),
        ]}
      />
    </CardContent>
    <CardActions>
      <Button size="small" startIcon={<EditIcon />} onClick={onEdit} aria-label={`${INDUSTRY_DEFAULTS.edit} ${sector.sectorLabel}`}>
        {INDUSTRY_DEFAULTS.edit}
      </Button>
    </CardActions>
  </Card>
);
