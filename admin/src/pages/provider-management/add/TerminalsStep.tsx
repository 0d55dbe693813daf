import { Button, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { FormValues } from '../catalogueView';
import { TerminalFields } from '../edit/TerminalFields';
import { ADD_PROVIDER } from '../providerTexts';
import { emptyTerminal } from './newProvider';

export interface TerminalsStepProps {
  terminals: FormValues[];
  onChange: (terminals: FormValues[]) => void;
}

/** Step 2, Terminal Management: the new provider's terminals, added and removed here (optional). */
export const TerminalsStep = ({ terminals, onChange }: TerminalsStepProps) => {
  const update = (index: number, name: string, value: string | string[] | boolean) =>
    onChange(terminals.map((terminal, at) => (at === index ? { ...terminal, [name]: value } : terminal)));
  return (
    <Stack spacing={2}>
      {terminals.length === 0 && <Typography>{ADD_PROVIDER.noTerminals}</Typography>}
      {terminals.map((terminal, index) => {
        const name = typeof terminal.name === 'string' ? terminal.name : '';
        return (
          <Paper key={index} variant="outlined" sx={{ p: 2 }}>
            <TerminalFields title={`${index + 1}. ${name || 'Terminal'}`} values={terminal} onChange={(fieldName, value) => update(index, fieldName, value)} />
            <Button color="error" startIcon={<DeleteIcon />} onClick={() => onChange(terminals.filter((_, at) => at !== index))}>
              {ADD_PROVIDER.removeTerminal(name)}
            </Button>
          </Paper>
        );
      })}
      <Button startIcon={<AddIcon />} onClick={() => onChange([...terminals, emptyTerminal()])} sx={{ alignSelf: 'flex-start' }}>
        {ADD_PROVIDER.addTerminal}
      </Button>
    </Stack>
  );
};
