import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { WebhookDelivery } from '../../../../api/types';
import type { CrmDataProvider } from '../../../../dataProvider';
import { formatDateTime } from '../../../../format';
import { userFacingMessage } from '../../../../httpClient';
import { DELIVERIES } from '../../../../pages/provider-management/webhook/webhookTexts';
import { answerOf, useCrmQuery } from '../../../../useCrmQuery';
import { useToast } from '../../../../useToast';

const STATUS_COLOURS: Record<string, 'success' | 'warning' | 'error' | 'info'> = { delivered: 'success', pending: 'warning', failed: 'error', sending: 'info' };

const deliveriesKey = (leadId: number) => ['webhook-deliveries', leadId];

/** One delivery: the event, its status, the last attempt (status, duration, the answer's first bytes) and Redeliver. */
const DeliveryItem = ({ delivery, leadId }: { delivery: WebhookDelivery; leadId: number }) => {
  const dataProvider = useDataProvider<CrmDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const redeliver = useMutation({
    mutationFn: () => answerOf(dataProvider.redeliverWebhook(delivery.id)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deliveriesKey(leadId) });
      toast(DELIVERIES.redelivered);
    },
    onError: (error) => toast(DELIVERIES.redeliverFailed(userFacingMessage(error)), 'error'),
  });
  const event = DELIVERIES.events[delivery.eventType] ?? delivery.eventType;
  const last = delivery.attemptLog[0];
  const outcome = last ? (last.statusCode === null ? (last.error ?? DELIVERIES.noAnswer) : `HTTP ${last.statusCode}`) : '';
  return (
    <ListItem disableGutters divider sx={{ display: 'block' }} data-delivery-id={delivery.id}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
          {event} · {formatDateTime(delivery.createdAt)}
        </Typography>
        <Chip size="small" color={STATUS_COLOURS[delivery.status] ?? 'info'} label={DELIVERIES.statuses[delivery.status] ?? delivery.status} />
        <Typography component="span" variant="body2" color="text.secondary">
          {DELIVERIES.attempts(delivery.attempts)}
          {delivery.status === 'pending' && delivery.nextAttemptAt ? `, ${DELIVERIES.nextAttempt(formatDateTime(delivery.nextAttemptAt))}` : ''}
        </Typography>
      </Stack>
      {last && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
          {DELIVERIES.lastAttempt(formatDateTime(last.attemptedAt), outcome, last.durationMs)}
        </Typography>
      )}
      {last?.responseExcerpt && (
        <Box
          component="pre"
          aria-label={DELIVERIES.answer}
          sx={{ m: 0, mt: 0.5, p: 1, bgcolor: 'grey.100', fontSize: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 96, overflow: 'auto' }}
        >
          {last.responseExcerpt}
        </Box>
      )}
      <Button
        size="small"
        sx={{ mt: 0.5 }}
        onClick={() => redeliver.mutate()}
        disabled={redeliver.isPending || delivery.status === 'sending'}
        aria-label={DELIVERIES.redeliverLabel(event, formatDateTime(delivery.createdAt))}
      >
        {DELIVERIES.redeliver}
      </Button>
    </ListItem>
  );
};

/** What was sent about a lead to its provider's webhook; nothing is shown when nothing was sent. */
export const LeadDeliveries = ({ leadId }: { leadId: number }) => {
  const { data, error } = useCrmQuery(deliveriesKey(leadId), (dp) => dp.getLeadWebhookDeliveries(leadId));
  if (error)
    return (
      <Typography variant="body2" color="error.dark">
        {DELIVERIES.loadFailed}
      </Typography>
    );
  if (!data || data.length === 0) return null;
  const headingId = `lead-${leadId}-deliveries`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 1 }}>
      <Typography id={headingId} component="h4" variant="subtitle2">
        {DELIVERIES.heading}
      </Typography>
      <List dense disablePadding>
        {data.map((delivery) => (
          <DeliveryItem key={delivery.id} delivery={delivery} leadId={leadId} />
        ))}
      </List>
    </Box>
  );
};
