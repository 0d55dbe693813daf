import { Box, Chip } from '@mui/material';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { EXAMPLE_COMPANY_NOTICE } from '../messages';
import { useCrmQuery } from '../useCrmQuery';

/**
 * A chip in the header while the company's details are still the example ones (outside production
 * the COMPANY_* variables may be unset; production refuses to start so): every email and the public
 * site then show example contact details. Nothing otherwise, nor while the answer is awaited. On a
 * narrow screen it says only 'Example company details', so the header never grows wider than it.
 */
export const ExampleCompanyNotice = () => {
  const { data: company } = useCrmQuery(['company'], (dataProvider) => dataProvider.getCompany());
  if (!company?.isExample) return null;
  return (
    <Chip
      role="status"
      icon={<InfoOutlinedIcon aria-hidden />}
      label={
        <>
          {EXAMPLE_COMPANY_NOTICE.label}
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
            {EXAMPLE_COMPANY_NOTICE.action}
          </Box>
        </>
      }
      size="small"
      sx={{ mx: 1, minWidth: 0, bgcolor: '#fff3cd', color: '#5c4400', fontWeight: 600, '& .MuiChip-icon': { color: 'inherit' } }}
    />
  );
};
