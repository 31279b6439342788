import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { isEmpty } from '../../../contract/index.ts';
import { siteQueries } from '../../adapters/site-queries.ts';
import { LandingPage } from './LandingPage.tsx';

const route = getRouteApi('/{-$landing}/referrals');

/** The referrer's name, from the referral start-up already validated (cached read). */
function ReferredBy({ rid }: { rid: string }) {
  const referral = useQuery(siteQueries.referral(rid)).data;
  const name = referral && !isEmpty(referral) ? referral.referrer_info.name : '';
  return name ? <Text fontWeight="medium">Referred By {name}</Text> : null;
}

/** /referrals?rid=…: the landing's quote form with an optional 'Referred By' note. */
export default function ReferralsPage() {
  const { rid } = route.useSearch();
  return <LandingPage note={rid && <ReferredBy rid={rid} />} />;
}
