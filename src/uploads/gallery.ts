import { BadRequestException } from '@nestjs/common';
import { FILTER_MAX_VALUES, ListQueryParams, ListResult, parseFilter, parseRange, parseSort } from '../common/list-query/list-query';
import { GalleryImageDto } from './dto/image.dto';
import { IMAGE_KINDS } from './image-names';

const SORTABLE: Record<string, keyof GalleryImageDto> = { lastModified: 'lastModified', filename: 'filename', size: 'size', type: 'type' };
const FILTERS = ['type', 'inUse', 'id'];

function values(key: string, value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  if (list.some((item) => typeof item !== 'string' && typeof item !== 'boolean' && typeof item !== 'number')) {
    throw new BadRequestException(`filter "${key}" must be a text, a number, true/false or a list of them`);
  }
  if (list.length > FILTER_MAX_VALUES) throw new BadRequestException(`filter "${key}" may list at most ${FILTER_MAX_VALUES} values`);
  return list.map(String);
}

function matches(image: GalleryImageDto, filter: Record<string, unknown>): boolean {
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    const wanted = values(key, value);
    if (key === 'type') {
      for (const type of wanted) if (!(IMAGE_KINDS as readonly string[]).includes(type)) throw new BadRequestException(`filter "type" must be one of: ${IMAGE_KINDS.join(', ')}`);
      if (!wanted.includes(image.type)) return false;
    } else if (key === 'inUse') {
      if (wanted.length !== 1 || !['true', 'false'].includes(wanted[0])) throw new BadRequestException('filter "inUse" must be true or false');
      if (String(image.inUse) !== wanted[0]) return false;
    } else if (!wanted.includes(image.filename)) {
      return false;
    }
  }
  return true;
}

/**
 * The gallery in react-admin's simple-rest dialect. The images are files, not rows, so the
 * listing is filtered, sorted and paged here, with the list helper's own parsing (same 400s).
 */
export function galleryPage(images: GalleryImageDto[], params: ListQueryParams): ListResult<GalleryImageDto> {
  const [field, order] = parseSort(params.sort, { sortable: SORTABLE, defaultSort: ['lastModified', 'DESC'] });
  const { skip, take } = parseRange(params.range, 500);
  const filter = parseFilter(params.filter);
  for (const key of Object.keys(filter)) if (!FILTERS.includes(key)) throw new BadRequestException(`filter "${key}" is not supported`);
  const key = field as keyof GalleryImageDto;
  const direction = order === 'ASC' ? 1 : -1;
  const sorted = images
    .filter((image) => matches(image, filter))
    .sort((a, b) => {
      const [x, y] = [a[key], b[key]];
      const compared = x instanceof Date && y instanceof Date ? x.getTime() - y.getTime() : String(x).localeCompare(String(y), 'en', { numeric: true });
      return compared * direction || a.filename.localeCompare(b.filename) * direction;
    });
  const items = sorted.slice(skip, skip + take);
  const end = items.length === 0 ? skip : skip + items.length - 1;
  return { items, total: sorted.length, contentRange: `uploads ${skip}-${end}/${sorted.length}` };
}
