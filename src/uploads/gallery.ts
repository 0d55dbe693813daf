import { BadRequestException } from '@nestjs/common';
import { FILTER_MAX_VALUES, ListQueryParams, ListResult, parseFilter, parseRange, parseSort } from '../common/list-query/list-query';
import { GalleryImageDto } from './dto/image.dto';
import { IMAGE_KINDS } from './image-names';

const SORTABLE: Record<string, keyof GalleryImageDto> = { lastModified: 'lastModified', filename: 'filename', id: 'id', size: 'size', type: 'type' };
const FILTERS = ['type', 'inUse', 'id'];

function values(key: string, value: unknown): string[] {
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    throw new BadRequestException(`filter "${key}" must be a text, a number, true/false or a list of them`);
  const list = Array.isArray(value) ? value : [value];
  if (list.some((item) => typeof item !== 'string' && typeof item !== 'boolean' && typeof item !== 'number')) {
    throw new BadRequestException(`filter "${key}" must be a text, a number, true/false or a list of them`);
  }
  if (list.length > FILTER_MAX_VALUES) throw new BadRequestException(`filter "${key}" may list at most ${FILTER_MAX_VALUES} values`);
  return list.map(String);
}

/** The filter's values by key, checked before any image is looked at (unknown keys and wrong values are 400). */
function parseGalleryFilter(raw: string | undefined): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const [key, value] of Object.entries(parseFilter(raw))) {
    if (!FILTERS.includes(key)) throw new BadRequestException(`filter "${key}" is not supported`);
    if (value === undefined || value === null || value === '') continue;
    const wanted = values(key, value);
    if (key === 'type' && wanted.some((type) => !(IMAGE_KINDS as readonly string[]).includes(type)))
      throw new BadRequestException(`filter "type" must be one of: ${IMAGE_KINDS.join(', ')}`);
    if (key === 'inUse' && (wanted.length !== 1 || !['true', 'false'].includes(wanted[0])))
      throw new BadRequestException('filter "inUse" must be true or false');
    parsed.set(key, wanted);
  }
  return parsed;
}

function matches(image: GalleryImageDto, filter: Map<string, string[]>): boolean {
  const type = filter.get('type');
  const inUse = filter.get('inUse');
  const ids = filter.get('id');
  return (!type || type.includes(image.type)) && (!inUse || String(image.inUse) === inUse[0]) && (!ids || ids.includes(image.id));
}

export interface GalleryQuery {
  key: keyof GalleryImageDto;
  direction: 1 | -1;
  skip: number;
  take: number;
  filter: Map<string, string[]>;
}

/**
 * The gallery's list parameters in react-admin's simple-rest dialect, parsed with the list
 * helper's own parsing (same 400s), before any folder is read.
 */
export function parseGalleryQuery(params: ListQueryParams): GalleryQuery {
  const [field, order] = parseSort(params.sort, { sortable: SORTABLE, defaultSort: ['lastModified', 'DESC'] });
  const { skip, take } = parseRange(params.range, 500);
  return { key: field as keyof GalleryImageDto, direction: order === 'ASC' ? 1 : -1, skip, take, filter: parseGalleryFilter(params.filter) };
}

/** One page of the gallery. The images are files, not rows, so they are filtered, sorted and paged here. */
export function galleryPage(images: GalleryImageDto[], { key, direction, skip, take, filter }: GalleryQuery): ListResult<GalleryImageDto> {
  const sorted = images
    .filter((image) => matches(image, filter))
    .sort((a, b) => {
      const [x, y] = [a[key], b[key]];
      const compared = x instanceof Date && y instanceof Date ? x.getTime() - y.getTime() : String(x).localeCompare(String(y), 'en', { numeric: true });
      return compared * direction || a.filename.localeCompare(b.filename) * direction;
    });
  const items = sorted.slice(skip, skip + take);
  const end = items.length === 0 ? skip : skip + items.length - 1;
  return { items, total: sorted.length, totalIsLowerBound: false, contentRange: `uploads ${skip}-${end}/${sorted.length}` };
}
