import { Anchor, Paper, Text } from '@mantine/core';

// The office on OpenStreetMap (spec 000 §2 "an embedded map"). The default address is in Thrissur;
// an address elsewhere falls back to a search link, since geocoding would need a third-party call.
const KNOWN_PLACES: readonly { match: RegExp; lat: number; lon: number }[] = [
  { match: /thrissur/i, lat: 10.5276, lon: 76.2144 },
  { match: /kochi|ernakulam|cochin/i, lat: 9.9816, lon: 76.2999 },
  { match: /thiruvananthapuram|trivandrum/i, lat: 8.5241, lon: 76.9366 },
  { match: /kozhikode|calicut/i, lat: 11.2588, lon: 75.7804 },
];

export function OfficeMap({ address }: { address: string }) {
  const place = KNOWN_PLACES.find((p) => p.match.test(address));
  const search = `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
  if (!place) {
    return (
      <Paper p="lg" radius="md">
        <Text>
          <Anchor href={search} target="_blank" rel="noopener noreferrer">
            Find our office on OpenStreetMap
          </Anchor>
        </Text>
      </Paper>
    );
  }
  const d = 0.012;
  const bbox = [place.lon - d, place.lat - d, place.lon + d, place.lat + d].join(',');
  const src = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${place.lat},${place.lon}`;
  return (
    <iframe
      title={`Map of our office: ${address}`}
      src={src}
      loading="lazy"
      style={{ border: 0, borderRadius: 'var(--mantine-radius-md)', width: '100%', height: '100%' }}
    />
  );
}
