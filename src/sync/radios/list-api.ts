// Custom radios, read side (`GET radios/radios/`). Sessions and tracks are the player's (api/radios.ts).

import { mapResult, type HttpClient, type Result } from '../core/http';
import { mapPage, type Page } from '../core';
import { customRadioPageSchema, type ApiCustomRadio } from './schema';
import { toQuery, type CallOptions, type OrderingParam, type PageParams, type Scope } from '../core/params';

export interface CustomRadio {
  id: number;
  name: string;
  description: string;
  isPublic: boolean;
  ownerUsername: string | null;
}

export interface RadioListParams extends PageParams {
  q?: string;
  scope?: Scope;
  ordering?: OrderingParam<'name' | 'creation_date'>;
}

function mapCustomRadio(radio: ApiCustomRadio): CustomRadio {
  return {
    id: radio.id,
    name: radio.name,
    description: radio.description ?? '',
    isPublic: radio.is_public ?? false,
    ownerUsername: radio.user?.username ?? null,
  };
}

export async function listCustomRadios(
  client: HttpClient,
  params: RadioListParams = {},
  options: CallOptions = {},
): Promise<Result<Page<CustomRadio>>> {
  const result = await client.get('radios/radios/', {
    query: toQuery(params),
    schema: customRadioPageSchema,
    ...options,
  });
  return mapResult(result, (page) => mapPage(page, mapCustomRadio));
}
