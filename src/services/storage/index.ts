export { createFieldStorage, jsonField, stringField, type FieldCodec } from './fieldStorage';
export { kitVersion, storageKeys } from './keys';
export { parseJson, readItem, removeItem, storedKeys, writeItem } from './localStore';
