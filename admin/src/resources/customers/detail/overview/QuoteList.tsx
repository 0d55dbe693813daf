import { Chip, List, ListItem, ListItemText, Stack, Table, TableBody, TableCell, TableHead, TableRow, useMediaQuery, type Theme } from '@mui/material';
import type { QuoteRow } from '../customerDetailView';

const SelectedMark = () => <Chip component="span" size="small" color="success" label="Selected" />;

const savingsText = (quote: QuoteRow) => (quote.isExtraCost ? `${quote.annualSavings} (extra cost)` : quote.annualSavings);

const QuoteTable = ({ quotes }: { quotes: QuoteRow[] }) => (
  <Table size="small" aria-labelledby="overview-quotes">
    <TableHead>
      <TableRow>
        <TableCell component="th" scope="col">
          Provider
        </TableCell>
        <TableCell component="th" scope="col" align="right">
          Monthly cost
        </TableCell>
        <TableCell component="th" scope="col" align="right">
          Annual savings
        </TableCell>
        <TableCell component="th" scope="col">
          Selected
        </TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {quotes.map((quote) => (
        <TableRow key={quote.id} selected={quote.isSelected}>
          <TableCell component="th" scope="row">
            {quote.providerName}
          </TableCell>
          <TableCell align="right">{quote.monthlyCost}</TableCell>
          <TableCell align="right">{savingsText(quote)}</TableCell>
          <TableCell>{quote.isSelected ? <SelectedMark /> : null}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

/** On a phone, one block per quote instead of a table wider than the screen. */
const QuoteBlocks = ({ quotes }: { quotes: QuoteRow[] }) => (
  <List dense disablePadding aria-labelledby="overview-quotes">
    {quotes.map((quote) => (
      <ListItem key={quote.id} divider disableGutters>
        <ListItemText
          primary={
            <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
              <span>{quote.providerName}</span>
              {quote.isSelected && <SelectedMark />}
            </Stack>
          }
          secondary={`${quote.monthlyCost} a month · annual savings ${savingsText(quote)}`}
        />
      </ListItem>
    ))}
  </List>
);

/** Provider, monthly cost, annual savings and the selected mark of each quote (a partner: its own only). */
export const QuoteList = ({ quotes }: { quotes: QuoteRow[] }) => {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return isSmall ? <QuoteBlocks quotes={quotes} /> : <QuoteTable quotes={quotes} />;
};
